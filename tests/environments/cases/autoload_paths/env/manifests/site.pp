include app::web::vhost
include app
app::web::site { 'one': port => 80 }
notify { "fn: ${app::double(21)}": }
$matched = 'x' =~ App::Name
notify { "alias: ${matched}": }
