@notify { "a": message => "m" }
@notify { "b": tag => "x" }
$m = "message"
$x = ["title"]
$t = "title"
Notify <| $t == "a" |>
