File <| |
