# A load balancer: HAProxy in front of the web servers, nginx for static files.
class role::lb {
  include profile::base
  include profile::lb
}
