class inner { notify { 'in': } }
class outer { contain inner notify { 'out': } }
include outer
notify { 'after': require => Class['outer'] }
