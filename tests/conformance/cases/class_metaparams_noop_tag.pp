class c { notify { 'in-c': } }
class { 'c': noop => true, tag => 'ctag' }
