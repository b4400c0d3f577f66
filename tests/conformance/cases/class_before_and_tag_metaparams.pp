class c { }
class { 'c': before => Notify['n'], tag => 'extra' }
notify { 'n': }
