class a { include b }
class b { include a }
include a
