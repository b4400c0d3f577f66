class a { notify { 'a': } }
include a
class { 'a': }
