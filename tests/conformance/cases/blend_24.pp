service { 's': enable => true }
Service <| enable == true |> { ensure => running }
Service <| enable == 'true' |> { hasstatus => true }
