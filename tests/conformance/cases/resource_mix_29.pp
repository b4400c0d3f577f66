@file { '/a': mode => '0644' }
@file { '/b': mode => 644 }
File <| mode == 644 |>
