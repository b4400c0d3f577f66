class web2::v1_0 { notify { 'x': } }
include web2::v1_0
