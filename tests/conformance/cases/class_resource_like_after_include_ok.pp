class a { notify { 'a': } }
class b { include a }
class { 'a': }
include b
