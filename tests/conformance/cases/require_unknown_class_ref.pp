notify { 'n': require => Class['later'] }
class later {}
include later
