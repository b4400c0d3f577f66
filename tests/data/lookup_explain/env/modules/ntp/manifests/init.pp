class ntp {}
