# A RichData parameter takes a hash that holds a regexp
class c(RichData $x) { notify { "n": message => "${x}" } }
class { "c": x => { "a" => /re/ } }
