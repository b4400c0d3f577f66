define apache::vhost() { notify { "vh-${title}": } }
class apache { apache::vhost { 'site': } }
include apache
