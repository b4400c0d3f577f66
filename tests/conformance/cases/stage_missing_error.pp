class x { notify { 'in-x': } }
class { 'x': stage => 'nosuch' }
