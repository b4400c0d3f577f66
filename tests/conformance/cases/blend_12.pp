Exec { path => '/bin' }
class k { exec { 'e': command => 'true' } }
include k
Exec <| title == 'e' |> { path => '/usr/bin' }
