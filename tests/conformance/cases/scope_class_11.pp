class x { notify { 'x': } }
class { 'x': tag => 'extra' }
