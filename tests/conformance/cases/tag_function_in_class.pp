class a { tag 'custom' notify { 'n': } }
include a
