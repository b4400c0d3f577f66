@file { '/x': mode => '0644' }
File <| mode == '0644' |>
@file { '/y': mode => 644 }
File <| mode == 644 |>
