class m (Array[String] $packages, String $label, Integer $missing_too = 1) {
  notify { "m: ${label} ${packages.join(',')} ${missing_too}": }
}
