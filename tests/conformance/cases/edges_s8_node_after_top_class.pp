node 'test' { notify { 'n': } }
notify { 'top': }
class x { }
include x
