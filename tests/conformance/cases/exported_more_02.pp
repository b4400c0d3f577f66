class exporter { @@notify { "exp-${facts['networking']['hostname']}": } }
include exporter
Notify <<| |>>
