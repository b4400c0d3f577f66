node /^te/ {
  $v = [1].map |$x| { "${0}" }
  notify { "v ${v}": }
}
