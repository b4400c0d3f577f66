Class { stage => 'main' }
class a {}
include a
