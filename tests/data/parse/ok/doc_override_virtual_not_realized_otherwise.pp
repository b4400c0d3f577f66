@file { '/v1': }
@file { '/v2': }
File <| title == '/v1' |> { mode => '0600' }
