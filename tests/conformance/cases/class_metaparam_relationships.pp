class c { notify { 'c': } }
class { 'c': before => Notify['after'] }
notify { 'after': require => Class['c'] }
