Integer[1, 3000].each |$i| {
  @@file { "/tmp/exported/${i}": content => "exported file number ${i}" }
}
