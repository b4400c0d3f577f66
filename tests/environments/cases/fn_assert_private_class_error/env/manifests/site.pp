include mod::private
