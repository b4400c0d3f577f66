class c($before = true) { }
class { "c": }
