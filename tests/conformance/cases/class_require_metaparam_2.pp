class c { notify { 'in': } }
class { 'c': require => Notify['pre'] }
notify { 'pre': }
