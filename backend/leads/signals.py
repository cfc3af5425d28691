"""What leads tells the apps above it (they connect in their AppConfig.ready; leads imports none of them).

`lead_admitted(lead, visitor)`: a new lead was just stored by leads/intake.py. `visitor` is the browser's
opaque reference to what the same visitor did before on the site ("" when it sent none): the chat
assistant attaches its conversation by it (chat/story.py). Sent inside the lead's transaction, in a
savepoint: what a listener does can fail without losing the lead.

`lead_status_changed(lead, before, after, action, actor)`: leads/lifecycle.move just moved a stored lead
from status `before` to `after` as `action` (a key of lifecycle.MOVES), in the mover's transaction; `actor`
is the staff member who did it when the caller said so (None otherwise). Client cases open on "converted"
(cases/service.py)."""

from django.dispatch import Signal

lead_admitted = Signal()
lead_status_changed = Signal()
