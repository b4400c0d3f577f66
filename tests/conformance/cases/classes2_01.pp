define apache::vhost { notify { "v ${title}": } }
class apache { vhost { 'x': } }
include apache
