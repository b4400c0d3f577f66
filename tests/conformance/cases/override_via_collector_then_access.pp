@file { '/tmp/a': mode => '0644' }
File <| title == '/tmp/a' |> { mode => '0600' }
class later { notify { "mode is ${File['/tmp/a']['mode']}": } }
include later
