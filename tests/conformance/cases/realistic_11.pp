Service { hasrestart => true }
class svc { service { ['a', 'b']: ensure => running } }
include svc
Service <| title == 'b' |> { hasrestart => false }
Service['a'] -> Service['b']
