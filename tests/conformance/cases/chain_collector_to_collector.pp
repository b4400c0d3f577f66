@package { 'p': }
@service { 's': }
Package <| |> -> Service <| |>
