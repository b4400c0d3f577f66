class a { notify { 'x': } }
include a
include a
class { 'b': }
class b { include a }
