class c { notify { 'n': } }
class { 'c': tag => 't', loglevel => 'info' }
