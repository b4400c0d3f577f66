@file { '/a/': }
File <| title == '/a' |>
