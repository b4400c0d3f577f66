class c { notify { 'in': } }
notify { 'out': require => Class['c'] }
