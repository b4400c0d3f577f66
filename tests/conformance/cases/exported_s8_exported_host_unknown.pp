class exporter { @@host { 'h1': ip => '1.1.1.1' } }
include exporter
