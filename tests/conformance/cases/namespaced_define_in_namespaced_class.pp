define my::thing() { notify { "t-${title}": } }
class my::cls { my::thing { 'a': } }
include my::cls
