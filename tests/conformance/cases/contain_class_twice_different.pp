class x { notify { 'x': } }
class y { contain x }
class z { contain x }
include y, z
