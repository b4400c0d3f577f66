class t { tag 'special' notify { 'tagged': } @notify { 'virt': } }
include t
Notify <| tag == 'special' |>
