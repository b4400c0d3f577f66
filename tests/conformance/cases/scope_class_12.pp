class x { notify { 'x': } file { '/f': noop => false } }
class { 'x': noop => true, loglevel => 'debug' }
