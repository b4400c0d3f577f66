class rw (
  String $greeting = 'hello',
) {
  $list = [1, 2, 3]
  $settings = { 'a' => 1, 'b' => [true, false] }
  $separator = '+'
  $top = $::top_value
  notify { 'double': message => rw::double(21) }
  notify { 'greet': message => rw::greet('world') }
  notify { 'combine': message => rw::combine(['a', 'b'], 5) }
  $rich = rw::rich({ 2 => 'two' })
  notify { 'rich':
    message => "${rich[1]} ${rich['when']} ${rich['bytes']} ${rich['nothing'] =~ Undef} ${rich['echo']} ${rich['type']} ${rich['class']} ${rich['secret'] =~ Sensitive[String]}",
  }
  notify { 'legacy': message => rw_legacy_join('x', undef, 'y') }
  file { '/tmp/rw.conf': content => template('rw/pp.erb') }
  file { '/tmp/rw-worker.conf': content => template('rw/worker.erb') }
  $twice = rw::each_twice([1, 2]) |$x, $tag = 'first'| { "${x}:${tag}:${greeting}" }
  notify { 'twice': message => $twice }
  notify { 'inline': message => inline_template('<%= ?a %><%= [@greeting].pretty_inspect.chomp %>') }
}
