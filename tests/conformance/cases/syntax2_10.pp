File <| title == "x" |
