user { 'deploy': ensure => present, groups => ['www', 'adm'] }
User <| groups == 'adm' |> { shell => '/bin/bash' }
User <| groups != 'www' |> { home => '/nope' }
