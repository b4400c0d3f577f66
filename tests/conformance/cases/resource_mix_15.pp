class c { notify { 'in': } }
class { 'c': noop => true }
