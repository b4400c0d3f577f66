class a { $z = 5 }
class b { include a notify { "o${z}": } }
include b
