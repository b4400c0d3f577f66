class a { notify { 'a': } }
class { 'a': }
include a
